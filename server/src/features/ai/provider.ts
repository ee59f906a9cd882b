import OpenAI from 'openai';

/** One message of the prompt, as every OpenAI-compatible chat API takes it. */
export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * Whom the assistant asks: a chat API that streams its reply. Tests use the real one against a
 * local fake server (test/fake-ai.ts), not a stand-in for this interface.
 */
export interface AiProvider {
  /**
   * The reply's pieces as they arrive. Throws when the provider is unreachable, answers an error
   * or breaks off; stops (throwing) once `signal` aborts, ending the request.
   */
  stream(messages: PromptMessage[], signal: AbortSignal): AsyncIterable<string>;
}

export interface ProviderSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

/** The provider of config.ai through the maintained OpenAI client (Ollama, OpenAI, Groq...). */
export function openAiProvider(settings: ProviderSettings): AiProvider {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Ollama needs no key, but the client refuses to start without one.
    apiKey: settings.apiKey ?? 'unused',
    // A failed answer is shown at once and the user asks again; the client would retry quietly.
    maxRetries: 0,
  });
  return {
    async *stream(messages, signal) {
      const chunks = await client.chat.completions.create(
        { model: settings.model, messages, stream: true },
        { signal },
      );
      for await (const chunk of chunks) {
        const text = chunk.choices[0]?.delta?.content;
        if (typeof text === 'string' && text !== '') yield text;
      }
    },
  };
}

/**
 * The provider's name for the page's title, from its base URL: the well-known hosts by name
 * (Ollama by its port 11434 or a host naming it), any other by its host.
 */
export function providerName(baseUrl: string): string {
  const url = new URL(baseUrl);
  const host = url.hostname.toLowerCase();
  if (host === 'api.openai.com') return 'OpenAI';
  if (host === 'api.groq.com') return 'Groq';
  if (url.port === '11434' || host.includes('ollama')) return 'Ollama';
  return url.host;
}
