import type { RouteObject } from 'react-router';

/** The AI assistant's screen (signed-in only; app/router.tsx places it behind the guard). */
export const aiRoutes: RouteObject[] = [
  // One route for a new chat and a stored one, so the screen stays put (and its notice with it)
  // when a new chat becomes its conversation.
  { path: 'askai/:conversationId?', lazy: () => import('./ask-ai.tsx') },
];
