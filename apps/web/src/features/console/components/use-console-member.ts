import { useOutletContext } from 'react-router';
import type { ConsoleMe } from '@haat/contract/console/staff.schemas';

/** The signed-in member, as the console's layout read it (`GET …/console/me`), for its screens. */
export function useConsoleMember(): ConsoleMe {
  return useOutletContext<ConsoleMe>();
}
