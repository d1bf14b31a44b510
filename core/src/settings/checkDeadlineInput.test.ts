import { describe, expect, test } from 'vitest'
import { checkDeadlineInput } from './checkDeadlineInput'

describe('checkDeadlineInput', () => {
  test.each([
    ['', null, false, null],
    ['20', 20, true, null],
    ['1', 1, true, null],
    ['4320', 4320, true, null],
    ['4321', 4321, false, 'enterValidDeadline'],
    ['0', 0, false, 'enterValidDeadline'],
    ['1.5', null, false, 'enterValidDeadline'],
    ['-5', null, false, 'enterValidDeadline'],
    ['abc', null, false, 'enterValidDeadline'],
  ])('%j -> minutes %s, save %s, message %s', (input, minutes, save, message) => {
    expect(checkDeadlineInput(input)).toEqual({ minutes, save, message })
  })
})
