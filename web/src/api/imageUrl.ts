/**
 * Where a server image lives: an absolute http(s) URL as it is, otherwise a path under the server's
 * `image_domain` (GET /index/config). Undefined for an empty path or while the domain is unknown.
 */
export function imageUrl(imageDomain: string | undefined, image: string): string | undefined {
  const path = image.trim()
  if (!path) return undefined
  if (/^https?:\/\//i.test(path)) return path
  if (imageDomain === undefined) return undefined
  return `${imageDomain.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
