// The infinite list's foot moved to app/ so that other screens' lists use it too; the wallet's bills import it here.
export { LoadMore } from '../../app/LoadMore'
