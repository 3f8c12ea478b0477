/** Temporary shell until the public website lands (issue 5): proves the build and the API wiring. */
import { useEffect, useState } from 'react';

export function App() {
  const [health, setHealth] = useState<string>('checking…');
  useEffect(() => {
    fetch('/api/public/health')
      .then((r) => r.json())
      .then((b: { success: boolean }) => setHealth(b.success ? 'API is up' : 'API error'))
      .catch(() => setHealth('API unreachable'));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: 720, margin: '0 auto' }}>
      <h1 style={{ color: '#dc2626' }}>Insight Media</h1>
      <p>Education and innovation in Africa: magazine, TV show and podcast.</p>
      <p>{health}</p>
    </main>
  );
}
