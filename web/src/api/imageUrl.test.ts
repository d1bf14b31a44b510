import { describe, expect, it } from 'vitest'
import { imageUrl } from './imageUrl'

describe('imageUrl', () => {
  it('puts a relative path under image_domain, one slash between', () => {
    expect(imageUrl('http://127.0.0.1:5180/images', 'banners/a.svg')).toBe('http://127.0.0.1:5180/images/banners/a.svg')
    expect(imageUrl('https://cdn.example/', '/banners/a.svg')).toBe('https://cdn.example/banners/a.svg')
  })

  it('keeps absolute URLs', () => {
    expect(imageUrl('https://cdn.example', 'https://other.example/x.png')).toBe('https://other.example/x.png')
    expect(imageUrl(undefined, 'HTTP://other.example/x.png')).toBe('HTTP://other.example/x.png')
  })

  it('gives nothing for an empty path or an unknown domain', () => {
    expect(imageUrl('https://cdn.example', '')).toBeUndefined()
    expect(imageUrl(undefined, 'a.png')).toBeUndefined()
  })
})
