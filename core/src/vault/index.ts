export * from './withdrawVoucher'
