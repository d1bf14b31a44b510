import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv'
import type { App } from '../types'

// Unknown fields are refused, not silently dropped (Fastify's default removes them); defaults fill in.
const common: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: true }

/** The path of the first number that is not finite (JSON's 1e400, the query's "Infinity"), or null. */
function infinitePath(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = infinitePath(inner, `${path}/${key}`)
      if (found !== null) return found
    }
  }
  return null
}

/**
 * Ajv lets Infinity through `integer` with `minimum`/`maximum` (its range checks skip non-finite numbers), so a
 * validated value is also checked to hold only finite numbers.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors
      return false
    }
    const path = infinitePath(data)
    if (path === null) {
      checked.errors = null
      return true
    }
    const error: ErrorObject = {
      keyword: 'type',
      instancePath: path,
      schemaPath: '#/type',
      params: { type: 'number' },
      message: 'must be a finite number',
    }
    checked.errors = [error]
    return false
  }) as ValidateFunction
  return checked
}

/** The query of an API route that reads none: nothing is accepted, as the API conventions say of unknown fields. */
const NO_QUERY = { type: 'object', properties: {}, additionalProperties: false }

/**
 * Two validators: a query string or path parameter arrives as text, so "7" may become the number 7 there; a JSON
 * body already has types, and none is converted (`true` is never the id 1, 5 never the title "5").
 */
export function validationPlugin(app: App): void {
  const fromText = new Ajv({ ...common, coerceTypes: true })
  const fromJson = new Ajv({ ...common, coerceTypes: false })
  app.setValidatorCompiler(({ schema, httpPart }) =>
    finiteOnly((httpPart === 'body' ? fromJson : fromText).compile(schema as object)),
  )
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/') || route.schema?.querystring) return
    route.schema = { ...route.schema, querystring: NO_QUERY }
  })
}
