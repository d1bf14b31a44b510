import { ErrorCode, type ErrorKey, httpStatusOf } from '@phoswap/core/api/errorCodes'

/** A refusal the caller should see: its HTTP status and business code come from the key. */
export class AppError extends Error {
  readonly key: ErrorKey
  readonly code: number
  readonly statusCode: number

  constructor(key: ErrorKey, detail?: string) {
    super(detail ?? key)
    this.name = 'AppError'
    this.key = key
    this.code = ErrorCode[key]
    this.statusCode = httpStatusOf(this.code)
  }
}
