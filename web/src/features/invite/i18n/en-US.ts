import type { InviteTexts } from './zh-CN'

export const enUS: InviteTexts = {
  banner: { title: 'Invite friends', text: 'Share your link: a friend who opens it and signs joins your team' },
  link: {
    title: 'My invite link',
    copy: 'Copy link',
    edit: 'Edit invite code',
    needReferrer: 'Connect a referrer first',
    bindFirst:
      'Your invite link appears once you have a recommender: open a friend’s invite link and sign, or paste it here.',
    bindFirstAction: 'Fill in a friend’s invite link',
  },
  recommender: { title: 'My recommender', none: 'No recommender bound', fill: 'Fill in invite link' },
  bind: {
    title: 'Fill in invite link',
    label: 'Invite link',
    placeholder: "Paste your friend's invite link",
    cancel: 'Cancel',
    confirm: 'Confirm',
    empty: 'Please fill in the referral invite link',
    invalid: 'Invalid invite link',
  },
  edit: {
    title: 'Edit invite code',
    label: 'New invite code',
    hint: '6 to 16 letters or digits. Links with the old code stop working; friends already bound stay.',
    invalid: 'An invite code has 6 to 16 letters or digits',
    done: 'Invite code changed',
  },
  zone: { title: 'Zone computing power (USDT)', max: 'Large zone', other: 'Small zone' },
  list: {
    title: 'My invitations ({{count}})',
    search: 'Search address',
    empty: 'No invitations yet',
    loadFailed: 'Could not load, please try again later',
    pages: 'Invitation pages',
    prev: 'Previous',
    next: 'Next',
    page: 'Page {{page}} of {{total}}',
  },
  connect: { text: 'Connect your wallet to see your invite link and team', button: 'Connect wallet' },
  loading: 'Loading…',
}
