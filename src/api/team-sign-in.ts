/** Signing in to the team (no connection yet): password or passkey, and the invitation's two ways of joining. */
import { startAuthentication, startRegistration, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { Me } from '../contract/team';
import { keyStore } from './key-store';
import { memberConnection, teamCall } from './team-service';

function signedIn(me: Me): Me {
  keyStore.set(memberConnection(me));
  return me;
}

export const teamStatus = () => teamCall<{ available: boolean; reason?: string }>('GET', '/status', undefined, null);
export const currentMember = () => teamCall<Me>('GET', '/me', undefined, null);
export const continueAsMember = (me: Me) => signedIn(me);

export async function signInWithPassword(email: string, password: string): Promise<Me> {
  return signedIn(await teamCall<Me>('POST', '/sign-in', { email, password }, null));
}

export async function signInWithPasskey(): Promise<Me> {
  const { challengeId, options } = await teamCall<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>('POST', '/passkey/sign-in-options', {}, null);
  const credential = await startAuthentication({ optionsJSON: options });
  return signedIn(await teamCall<Me>('POST', '/passkey/sign-in', { challengeId, credential }, null));
}

export type InvitationInfo = { role: Me['member']['role']; rooms: string[]; expiresAt: number; eventName: string };
export const lookInvitation = (token: string) => teamCall<InvitationInfo>('POST', '/invitations/look', { token }, null);

export async function joinWithPassword(token: string, name: string, email: string, password: string): Promise<Me> {
  return signedIn(await teamCall<Me>('POST', '/join', { token, name, email, password }, null));
}

export async function joinWithPasskey(token: string, name: string, email: string): Promise<Me> {
  const { challengeId, options } = await teamCall<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }>('POST', '/passkey/join-options', { token, name, email }, null);
  const credential = await startRegistration({ optionsJSON: options });
  return signedIn(await teamCall<Me>('POST', '/passkey/join', { challengeId, credential }, null));
}

export async function signOutOfTeam(): Promise<void> {
  await teamCall('POST', '/sign-out', {}, null).catch(() => undefined);
}
