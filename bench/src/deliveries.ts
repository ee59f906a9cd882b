import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Message } from '../../contract/src/messages.ts';
import { send } from './http.ts';
import { sleep } from './process.ts';
import { seededRandom } from './random.ts';
import type { ClientSocket } from './socket-clients.ts';

/** A connected client: a user of its own, its session, its socket and the node it is on. */
export interface Participant {
  userId: string;
  cookie: string;
  socket: ClientSocket;
  /** Index of the node (in the run's origins) the socket is connected to. */
  node: number;
}

export interface DeliverySettings {
  deliveries: number;
  /** Sends start at this steady rate, whether or not earlier ones have been answered. */
  perSecond: number;
}

/** Delivery latency in milliseconds: from issuing the send to the receiver's `newMessage`. */
export interface DeliveryResult {
  deliveries: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /**
   * The send's own answer (201, the message stored), p99: the part of a delivery spent before the
   * emit, since the server emits just before it answers.
   */
  answeredP99: number;
  /**
   * The longest the bench's own event loop was held up during the run (ms): the clients' sockets
   * and the sender share it, so a delivery is late by up to this much when the bench was the one
   * waiting for the CPU, not the server.
   */
  benchDelayMax: number;
}

/** A message still on its way this long after the last send was answered is lost. */
const arrivalDeadlineMs = 10_000;
/** After the last arrival the sockets are watched this long more for a second copy. */
const duplicateWatchMs = 1_000;
const pollMs = 10;

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: readonly number[], share: number): number {
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

const contentOf = (index: number) => `Delivery ${index} of the realtime bench`;
const markerPattern = /^Delivery (\d+) of the realtime bench$/;

interface Planned {
  sender: number;
  receiver: number;
  /** Index of the node the send goes to: never the receiver's, when there are two. */
  node: number;
}

/**
 * Who sends what to whom: senders in turn, so every participant sends as many as any other, each
 * to a receiver drawn from the others (seeded: the same plan every run). With several nodes the
 * HTTP call goes to a node the receiver's socket is not on, so every delivery crosses nodes.
 */
function planDeliveries(participants: readonly Participant[], count: number, nodes: number) {
  const random = seededRandom(20_261_129);
  const size = participants.length;
  return Array.from({ length: count }, (_, index): Planned => {
    const sender = index % size;
    const receiver = (sender + 1 + Math.floor(random() * (size - 1))) % size;
    const receiverNode = participants[receiver]?.node ?? 0;
    return { sender, receiver, node: (receiverNode + 1) % nodes };
  });
}

/**
 * Sends `settings.deliveries` messages over HTTP at a steady rate, each from one participant to
 * another, and times each until the receiver's socket gets it. Every send must answer 201, and
 * every message must reach its receiver's socket exactly once and no other socket; the sender's
 * socket is named in `X-Socket-Id`, so it must not get `messageSent` either. Anything else rejects.
 */
export async function measureDeliveries(
  participants: readonly Participant[],
  origins: readonly string[],
  settings: DeliverySettings,
): Promise<DeliveryResult> {
  if (participants.length < 2) throw new Error('Deliveries need at least two participants');
  const plan = planDeliveries(participants, settings.deliveries, origins.length);
  const sentAt: number[] = [];
  const answeredAt: number[] = [];
  const arrivedAt: number[] = [];
  const deliveredIds: string[] = [];
  const answeredIds: string[] = [];
  let arrivals = 0;
  let failure: string | null = null;
  const fail = (reason: string) => {
    failure ??= reason;
  };

  const listeners = participants.map((participant, index) => {
    const onNewMessage = (message: Message) => {
      const marker = markerPattern.exec(message.content)?.[1];
      const number = marker === undefined ? -1 : Number(marker);
      const planned = plan[number];
      if (planned === undefined) {
        fail(`${participant.userId} got a message the bench did not send: ${message.content}`);
      } else if (planned.receiver !== index || message.receiver !== participant.userId) {
        fail(`Message ${number} reached ${participant.userId}, who is not its receiver`);
      } else if (arrivedAt[number] !== undefined) {
        fail(`Message ${number} reached its receiver twice`);
      } else {
        arrivedAt[number] = performance.now();
        deliveredIds[number] = message._id;
        arrivals += 1;
      }
    };
    const onMessageSent = (message: Message) =>
      fail(`messageSent reached the socket named in X-Socket-Id (${message.content})`);
    participant.socket.on('newMessage', onNewMessage);
    participant.socket.on('messageSent', onMessageSent);
    return () => {
      participant.socket.off('newMessage', onNewMessage);
      participant.socket.off('messageSent', onMessageSent);
    };
  });

  const sendOne = async (number: number, planned: Planned) => {
    const sender = participants[planned.sender];
    const receiver = participants[planned.receiver];
    const origin = origins[planned.node];
    if (sender === undefined || receiver === undefined || origin === undefined) return;
    sentAt[number] = performance.now();
    const answer = await send(origin, {
      method: 'POST',
      path: `/api/messages/send/${receiver.userId}`,
      cookie: sender.cookie,
      body: JSON.stringify({ content: contentOf(number) }),
      socketId: sender.socket.id,
    });
    answeredAt[number] = performance.now();
    const text = answer.body.toString('utf8');
    if (answer.status !== 201) {
      fail(`Sending message ${number} answered ${answer.status}: ${text.slice(0, 300)}`);
      return;
    }
    const stored = JSON.parse(text) as Message;
    answeredIds[number] = stored._id;
  };

  const benchDelay = monitorEventLoopDelay({ resolution: 1 });
  benchDelay.enable();
  try {
    const started = performance.now();
    const sends: Promise<void>[] = [];
    for (const [number, planned] of plan.entries()) {
      if (failure !== null) break;
      const wait = started + (number * 1_000) / settings.perSecond - performance.now();
      if (wait > 0) await sleep(wait);
      sends.push(sendOne(number, planned).catch((error: unknown) => fail(String(error))));
    }
    await Promise.all(sends);
    const deadline = performance.now() + arrivalDeadlineMs;
    while (failure === null && arrivals < plan.length && performance.now() < deadline) {
      await sleep(pollMs);
    }
    if (failure === null && arrivals < plan.length) {
      fail(`${plan.length - arrivals} of ${plan.length} messages never reached their receiver`);
    }
    await sleep(duplicateWatchMs);
  } finally {
    benchDelay.disable();
    for (const remove of listeners) remove();
  }
  if (failure !== null) throw new Error(failure);

  const latencies = plan.map((_, number) => {
    if (deliveredIds[number] !== answeredIds[number]) {
      throw new Error(`Message ${number} was answered as one message and delivered as another`);
    }
    return (arrivedAt[number] ?? Number.NaN) - (sentAt[number] ?? Number.NaN);
  });
  const sorted = latencies.toSorted((a, b) => a - b);
  const answered = plan
    .map((_, number) => (answeredAt[number] ?? Number.NaN) - (sentAt[number] ?? Number.NaN))
    .sort((a, b) => a - b);
  return {
    deliveries: sorted.length,
    perSecond: settings.perSecond,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    answeredP99: percentile(answered, 0.99),
    benchDelayMax: benchDelay.max / 1e6,
  };
}
