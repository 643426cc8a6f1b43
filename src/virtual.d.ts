declare module 'virtual:tool-catalog/*' {
  const texts: Record<string, { name: string; description: string; keywords: string }>;
  export default texts;
}
