/** Messages mark names and values as *this*; they are shown in italics, never as asterisks. */
export function Emphasis({ text }: { text: string }) {
  const parts = text.split(/\*([^*\n]+)\*/);
  return <>{parts.map((part, index) => (index % 2 === 1 ? <em key={index}>{part}</em> : part))}</>;
}
