import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const cashRechargeDecisionSchema = lazySchema(
  () => import('@haat/contract/console/console-cash.schemas'),
  'cashRechargeDecisionSchema',
);

export type RechargeDecision = 'confirm' | 'reject';

/** `POST …/console/cash-recharges/{id}/confirm` (the cash came) or `…/reject` (it never did); each once. */
export function useDecideRecharge() {
  const scope = useConsoleScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: RechargeDecision }) =>
      consoleRequest(scope, `/cash-recharges/${encodeURIComponent(id)}/${decision}`, {
        method: 'POST',
        body: {},
        schema: cashRechargeDecisionSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.cash(scope.storeId) }),
  });
}
