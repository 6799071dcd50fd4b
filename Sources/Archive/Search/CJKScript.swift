/// The letters of the scripts written without spaces between words: Chinese (Han), Japanese
/// (Han, hiragana, katakana) and Korean (Hangul), which ``CJKBigramTokenizer`` indexes as
/// overlapping pairs of characters rather than as words.
enum CJKScript {
    /// Whether `scalar` is a Han, kana or Hangul letter (punctuation such as `。` or `・` is not).
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        contains(scalar.value) && QueryTerm.isWordScalar(scalar)
    }

    /// Whether the code point is in a Han, kana or Hangul block.
    static func contains(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x11FF,  // Hangul Jamo
             0x3005...0x3007, 0x3021...0x3029, 0x3031...0x3035, 0x303B...0x303C,  // 々〆〇, Hangzhou numerals, kana repeats
             0x3040...0x30FF,  // hiragana, katakana
             0x3130...0x318F,  // Hangul compatibility Jamo
             0x31F0...0x31FF,  // katakana phonetic extensions
             0x3400...0x4DBF, 0x4E00...0x9FFF,  // CJK unified ideographs (and extension A)
             0xA960...0xA97F, 0xAC00...0xD7FF,  // Hangul Jamo extended A, syllables, Jamo extended B
             0xF900...0xFAFF,  // CJK compatibility ideographs
             0xFF66...0xFF9F, 0xFFA0...0xFFDC,  // halfwidth katakana and Hangul
             0x20000...0x3FFFF:  // supplementary ideographic planes
            true
        default:
            false
        }
    }
}
