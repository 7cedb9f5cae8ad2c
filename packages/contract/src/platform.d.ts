/**
 * The one platform global the contract uses, present alike in browsers and in Node: declared here because
 * the contract's own type check has neither the DOM's types nor Node's.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
}
