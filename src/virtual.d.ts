declare module 'virtual:tool-catalog/*' {
  const texts: Record<string, { name: string; description: string }>;
  export default texts;
}
declare module 'virtual:tool-keywords/*' {
  const keywords: Record<string, string>;
  export default keywords;
}
