// @nlpjs/lang-es ships JavaScript without types; the matcher uses only its Snowball Spanish stemmer.
declare module "@nlpjs/lang-es/src/stemmer-es" {
  export default class StemmerEs {
    stemWord(word: string): string;
  }
}
