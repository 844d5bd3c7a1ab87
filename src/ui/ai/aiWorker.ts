// The computer opponent's search, away from the page, so the page stays live while it thinks
// (src/ui/ai/useComputer.ts asks it; ./answer.ts answers).
import { answer, type AiRequest, type AiAnswer } from './answer';

const scope = self as unknown as { onmessage: ((e: MessageEvent<AiRequest>) => void) | null; postMessage(m: AiAnswer): void };
scope.onmessage = (e) => void answer(e.data, () => performance.now()).then((a) => scope.postMessage(a));
