/** A failed server call. The user has already been told (toast) unless `status` is 401. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}
