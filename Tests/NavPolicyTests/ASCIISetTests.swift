import Testing

@testable import NavPolicy

/// The byte sets are written as masks (statically initialized); each must equal the set its
/// documentation describes, built from characters.
@Suite struct ASCIISetTests {
    static let c0Controls: ClosedRange<UInt8> = 0...0x1F
    static let pathEncoded = ASCIISet("\"#<>?^`{}\u{7F}", ranges: [0...0x20], nonASCII: true)

    @Test func masksMatchTheirDescriptions() {
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z")
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        let forbiddenHost = ASCIISet("\u{0}\t\n\r #/:<>?@[\\]^|")
        #expect(ASCIISet.nameBytes == ASCIISet("-_", ranges: [letters, digits]))
        #expect(ASCIISet.schemeBytes == ASCIISet("+-.", ranges: [letters, UInt8(ascii: "A")...UInt8(ascii: "Z"), digits]))
        #expect(ASCIISet.forbiddenHost == forbiddenHost)
        #expect(ASCIISet.forbiddenDomain == forbiddenHost.union(ASCIISet("%\u{7F}", ranges: [Self.c0Controls])))
        #expect(ASCIISet.pathEncoded == Self.pathEncoded)
        #expect(ASCIISet.c0ControlEncoded == ASCIISet("\u{7F}", ranges: [Self.c0Controls], nonASCII: true))
        let queryEncoded = ASCIISet(" \"#<>\u{7F}", ranges: [Self.c0Controls], nonASCII: true)
        #expect(ASCIISet.queryEncoded == queryEncoded)
        #expect(ASCIISet.specialQueryEncoded == queryEncoded.union(ASCIISet("'")))
        #expect(ASCIISet.authorityStops == ASCIISet("@[]:/?#\t\n\r"))
        #expect(ASCIISet.specialAuthorityStops == ASCIISet("@[]:/?#\\\t\n\r"))
        #expect(ASCIISet.fileHostStops == ASCIISet("/?#\\\t\n\r"))
        #expect(ASCIISet.pathStops == Self.pathEncoded.union(ASCIISet("/")))
        #expect(ASCIISet.specialPathStops == Self.pathEncoded.union(ASCIISet("/\\")))
    }

    @Test func membershipFollowsTheMasks() {
        #expect(ASCIISet.nameBytes.contains(UInt8(ascii: "a")))
        #expect(!ASCIISet.nameBytes.contains(UInt8(ascii: "A")))
        #expect(!ASCIISet.nameBytes.contains(0xC3))
        #expect(ASCIISet.pathEncoded.contains(0xC3))
        #expect(ASCIISet.fileHostStops.contains(UInt8(ascii: "\\")))
        #expect(!ASCIISet.authorityStops.contains(UInt8(ascii: "\\")))
    }
}
