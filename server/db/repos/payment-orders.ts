/** The `payment_orders` table's repository: the one file that writes premium orders. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { paymentOrders } from '../schema.ts';

/** A row of `payment_orders`. */
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** Records a new (unpaid) order. */
export async function insertPaymentOrder(db: Db, row: { id: string; userId: string; amount: number; currency: string; receipt: string; provider: PaymentOrderRow['provider'] }): Promise<void> {
  await db.insert(paymentOrders).values(row);
}

/** The order `orderId` of `userId`, or undefined; `lock`: locked for update until the transaction ends. */
export async function findOrderOf(db: Db, userId: string, orderId: string, opts: { lock?: boolean } = {}): Promise<PaymentOrderRow | undefined> {
  const query = db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId)));
  const [order] = await (opts.lock ? query.for('update').limit(1) : query.limit(1));
  return order;
}

/** Whether some order was already paid by `paymentId`. */
export async function paymentIdUsed(db: Db, paymentId: string): Promise<boolean> {
  const [used] = await db.select({ id: paymentOrders.id }).from(paymentOrders).where(eq(paymentOrders.paymentId, paymentId)).limit(1);
  return used !== undefined;
}

/** Marks order `orderId` paid by `paymentId` at `at`. */
export async function markOrderPaid(db: Db, orderId: string, paymentId: string, at: Date): Promise<void> {
  await db.update(paymentOrders).set({ status: 'paid', paymentId, paidAt: at }).where(eq(paymentOrders.id, orderId));
}
