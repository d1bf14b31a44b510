import {
  type Abi,
  type AbiFunction,
  type AbiParameter,
  type AbiStateMutability,
  type ContractFunctionArgs,
  type ContractFunctionName,
  concat,
  type DecodeFunctionResultParameters,
  type DecodeFunctionResultReturnType,
  decodeAbiParameters,
  type EncodeFunctionDataParameters,
  encodeAbiParameters,
  type Hex,
  keccak256,
  slice,
  stringToHex,
} from 'viem'

/*
 * A function call's calldata and its result, as viem's `encodeFunctionData` and `decodeFunctionResult` give them
 * (same parameters, same types, same values), through viem's own parameter codec: without their ABI lookup by
 * overload and their human-readable formatting, which every screen that reads the chain would otherwise load
 * (about 2 KB gzip of its first-load JavaScript, issue 17). The app's ABIs have one function per name; a name
 * that is missing or overloaded throws.
 */

/** The canonical type of a parameter in a signature (Solidity ABI spec): tuples as their components' list. */
function canonicalType(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple')) return parameter.type
  const { components } = parameter as { components: readonly AbiParameter[] }
  return `(${components.map(canonicalType).join(',')})${parameter.type.slice('tuple'.length)}`
}

const selectors = new WeakMap<AbiFunction, Hex>()

/** The 4-byte selector: the start of keccak256 of `name(type,...)`. */
export function selectorOf(fn: AbiFunction): Hex {
  let selector = selectors.get(fn)
  if (!selector) {
    selector = slice(keccak256(stringToHex(`${fn.name}(${fn.inputs.map(canonicalType).join(',')})`)), 0, 4)
    selectors.set(fn, selector)
  }
  return selector
}

/** The ABI's function of that name (or its only function when no name is given). */
export function functionOf(abi: Abi | readonly unknown[], name: string | undefined): AbiFunction {
  const functions = (abi as Abi).filter((item): item is AbiFunction => item.type === 'function')
  const found = name === undefined && functions.length === 1 ? functions : functions.filter((f) => f.name === name)
  if (found.length !== 1) {
    throw new Error(found.length > 1 ? `${name} is overloaded in this ABI` : `no function ${name} in this ABI`)
  }
  return found[0]!
}

/** As viem's `encodeFunctionData`. */
export function encodeCallData<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi> | undefined = undefined,
>(parameters: EncodeFunctionDataParameters<abi, functionName>): Hex {
  const { abi, functionName, args } = parameters as { abi: Abi; functionName?: string; args?: readonly unknown[] }
  const fn = functionOf(abi, functionName)
  return concat([selectorOf(fn), encodeAbiParameters(fn.inputs, args ?? [])])
}

/** As viem's `decodeFunctionResult`: one output as itself, several as their list, none as undefined. */
export function decodeCallResult<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi> | undefined = undefined,
  const args extends ContractFunctionArgs<
    abi,
    AbiStateMutability,
    functionName extends ContractFunctionName<abi> ? functionName : ContractFunctionName<abi>
  > = ContractFunctionArgs<
    abi,
    AbiStateMutability,
    functionName extends ContractFunctionName<abi> ? functionName : ContractFunctionName<abi>
  >,
>(
  parameters: DecodeFunctionResultParameters<abi, functionName, args>,
): DecodeFunctionResultReturnType<abi, functionName, args> {
  const { abi, functionName, data } = parameters as { abi: Abi; functionName?: string; data: Hex }
  const values = decodeAbiParameters(functionOf(abi, functionName).outputs, data)
  return (values.length > 1 ? values : values[0]) as DecodeFunctionResultReturnType<abi, functionName, args>
}
