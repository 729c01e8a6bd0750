/**
 * Types of the contract's endpoints, for the typed `api.get` / `api.post`.
 * Type-only imports: no schema code is pulled into a page's bundle here.
 */
import type { EndpointBody, EndpointPath as ContractPath, EndpointQuery, EndpointResponse, ReadPath, WritePath } from '../contract/endpoints';

export type EndpointPath = ContractPath;
export type GetPath = ReadPath;
export type PostPath = WritePath;

type Loose = Record<string, string | number | boolean | undefined | null>;

/** The query of a read (a loose record when the contract defines none). */
export type QueryOf<P extends EndpointPath> = [EndpointQuery<P>] extends [never] ? Loose : EndpointQuery<P> & Loose;
/** Drops index signatures, keeping the named fields of a type. */
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
/**
 * The body of a write: the contract's named fields are checked; other keys
 * (a legacy id such as `pollId`) are allowed.
 */
export type BodyOf<P extends EndpointPath> = [EndpointBody<P>] extends [never] ? Record<string, unknown> : Known<EndpointBody<P>> & Record<string, unknown>;
/** The parsed answer of an endpoint. */
export type ResponseOf<P extends EndpointPath> = EndpointResponse<P>;
