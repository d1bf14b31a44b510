import { Ajv, type Options } from 'ajv'
import type { App } from '../types'

// Unknown fields are refused, not silently dropped (Fastify's default removes them); defaults fill in.
const common: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: true }

/**
 * Two validators: a query string or path parameter arrives as text, so "7" may become the number 7 there; a JSON
 * body already has types, and none is converted (`true` is never the id 1, 5 never the title "5").
 */
export function validationPlugin(app: App): void {
  const fromText = new Ajv({ ...common, coerceTypes: true })
  const fromJson = new Ajv({ ...common, coerceTypes: false })
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? fromJson : fromText).compile(schema as object),
  )
}
