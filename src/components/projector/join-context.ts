import { createContext, useContext } from 'react';

/** The join address the projector shows ("Join at …"), for a page that invites the audience in its own words; '' when none is set. */
export const JoinAddressContext = createContext('');

export const useProjectorJoinAddress = () => useContext(JoinAddressContext);
