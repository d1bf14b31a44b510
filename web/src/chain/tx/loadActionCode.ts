/**
 * An action's code, loaded with its first use rather than with the screen (issue 17): null when it did not arrive
 * (a network failure), logged. Nothing was sent then; the screen says so as for any failure before the wallet.
 */
export async function loadActionCode<M>(load: () => Promise<M>): Promise<M | null> {
  try {
    return await load()
  } catch (error) {
    console.warn('action code did not load', error)
    return null
  }
}
