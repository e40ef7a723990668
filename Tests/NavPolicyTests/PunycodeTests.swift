import Testing

@testable import NavPolicy

/// RFC 3492 section 7.1 samples (Unicode text, Punycode), plus round trips and bad input.
@Suite struct PunycodeTests {
    static let samples: [(String, String)] = [
        (
            "\u{644}\u{64A}\u{647}\u{645}\u{627}\u{628}\u{62A}\u{643}\u{644}\u{645}\u{648}\u{634}\u{639}\u{631}\u{628}\u{64A}\u{61F}",
            "egbpdaj6bu4bxfgehfvwxn"
        ),  // (A) Arabic (Egyptian)
        ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"),  // (B) Chinese (simplified)
        ("他們爲什麽不說中文", "ihqwctvzc91f659drss3x8bo0yb"),  // (C) Chinese (traditional)
        ("Pročprostěnemluvíčesky", "Proprostnemluvesky-uyb24dma41a"),  // (D) Czech
        ("למההםפשוטלאמדבריםעברית", "4dbcagdahymbxekheh6e0a7fei0b"),  // (E) Hebrew
        ("なぜみんな日本語を話してくれないのか", "n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa"),  // (G) Japanese
        ("почемужеонинеговорятпорусски", "b1abfaaepdrnnbgefbadotcwatmq2g4l"),  // (I) Russian
        ("PorquénopuedensimplementehablarenEspañol", "PorqunopuedensimplementehablarenEspaol-fmd56a"),  // (J) Spanish
        ("TạisaohọkhôngthểchỉnóitiếngViệt", "TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g"),  // (K) Vietnamese
        ("3年B組金八先生", "3B-ww4c5e180e575a65lsy2b"),  // (L)
        ("安室奈美恵-with-SUPER-MONKEYS", "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n"),  // (M)
        ("Hello-Another-Way-それぞれの場所", "Hello-Another-Way--fc4qua05auwb3674vfr0b"),  // (N)
        ("MajiでKoiする5秒前", "MajiKoi5-783gue6qz075azm5e"),  // (P)
        ("パフィーdeルンバ", "de-jg4avhby1noc0d"),  // (Q)
        ("そのスピードで", "d9juau41awczczp"),  // (R)
        ("-> $1.00 <-", "-> $1.00 <--"),  // (S) all basic code points
    ]

    @Test(arguments: samples)
    func encodesRFCSample(_ unicode: String, _ punycode: String) {
        let encoded = Punycode.encode(Array(unicode.unicodeScalars)).map { String(decoding: $0, as: UTF8.self) }
        #expect(encoded == punycode)
    }

    @Test(arguments: samples)
    func decodesRFCSample(_ unicode: String, _ punycode: String) {
        let decoded = Punycode.decode(Array(punycode.utf8)).map { String(String.UnicodeScalarView($0)) }
        #expect(decoded == unicode)
    }

    @Test(arguments: ["9", "a-9", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzz", "ab-cdé", "abc-", "99999999999"])
    func rejectsOrDecodesBadInputWithoutTrapping(_ input: String) {
        // Overflowing deltas and non-basic code points are nil, never a trap.
        if let decoded = Punycode.decode(Array(input.utf8)) {
            #expect(Punycode.encode(decoded) != nil)
        }
    }

    @Test func rejectsNonBasicBeforeDelimiter() {
        #expect(Punycode.decode(Array("é-a".utf8)) == nil)
        #expect(Punycode.decode(Array("a!".utf8)) == nil)
    }
}
