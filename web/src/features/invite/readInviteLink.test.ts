import { describe, expect, test } from 'vitest'
import { readInviteLink } from './readInviteLink'

describe('readInviteLink', () => {
  test.each([
    ['', { code: null, error: 'empty' }],
    ['   ', { code: null, error: 'empty' }],
    ['http://127.0.0.1:5180/#/HomeIndex?invite_Code=AB23CD45', { code: 'AB23CD45', error: null }],
    ['  https://pho.example/#/HomeIndex?x=1&invite_Code=MyTeam2026  ', { code: 'MyTeam2026', error: null }],
    ['https://pho.example/?invite_Code=AB23CD45#/HomeIndex', { code: 'AB23CD45', error: null }],
    ['AB23CD45', { code: null, error: 'invalid' }],
    ['https://pho.example/#/HomeIndex', { code: null, error: 'invalid' }],
    ['https://pho.example/#/HomeIndex?invite_code=AB23CD45', { code: null, error: 'invalid' }],
    ['https://pho.example/#/HomeIndex?invite_Code=', { code: null, error: 'invalid' }],
    ['https://pho.example/#/HomeIndex?invite_Code=<script>', { code: null, error: 'invalid' }],
  ])('%j -> %j', (input, expected) => {
    expect(readInviteLink(input)).toEqual(expected)
  })
})
