// @nlpjs/lang-en-min ships JavaScript without types; emergency triage uses only its Snowball English stemmer.
declare module "@nlpjs/lang-en-min/src/stemmer-en" {
  export default class StemmerEn {
    stemWord(word: string): string;
  }
}
