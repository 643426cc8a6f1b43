/** The lists of the `stopword` package this tool loads, one file per language (the package ships no types). */
declare module 'stopword/src/stopwords_eng.js' {
  export const eng: readonly string[];
}
declare module 'stopword/src/stopwords_spa.js' {
  export const spa: readonly string[];
}
declare module 'stopword/src/stopwords_deu.js' {
  export const deu: readonly string[];
}
declare module 'stopword/src/stopwords_fra.js' {
  export const fra: readonly string[];
}
