import NavPolicy
import Testing

/// The runtime's first line of defence, without a compiler: foreign bytes are typed errors.
struct TableLoadingTests {
    @Test func looksLikeTableChecksTheMagic() {
        #expect(Policy.looksLikeTable(Array("NVPT".utf8) + [1, 0]))
        #expect(!Policy.looksLikeTable(Array("policy \"x\"".utf8)))
        #expect(!Policy.looksLikeTable(Array("NVP".utf8)))
    }

    static let magic = Array("NVPT".utf8)
    static let zeros = [UInt8](repeating: 0, count: 160)
    static let foreign: [([UInt8], TableError)] = [
        ([], .truncated),
        (Array("NV".utf8), .truncated),
        (magic + [2, 0, 0, 0], .truncated),
        (Array("otherwise allow".utf8), .badMagic),
        (magic + [1, 0] + zeros + [0, 0, 0, 0, 0, 0], .unsupportedVersion(1)),  // version 1: rules without notify tags
        (magic + [2, 0] + zeros + [0, 0, 0, 0, 0, 0], .unsupportedVersion(2)),  // version 2: no view or port fields
        (magic + [3, 0] + zeros + [0, 0, 0, 0, 0, 0], .unsupportedVersion(3)),  // version 3: no current URL parts
        (magic + [4, 0] + zeros + [0, 0, 0, 0, 0, 0], .unsupportedVersion(4)),  // version 4: matcher exceptions per class
        (magic + [5, 0] + zeros + [0, 0, 0, 0, 0, 0], .unsupportedVersion(5)),  // version 5: source inside the checksum
        (magic + [6, 0] + zeros + [0, 0, 0, 0, 0, 0], .unsupportedVersion(6)),  // version 6: open-addressing key slots
        (magic + [7, 0] + zeros + [0, 0, 0, 0, 0, 0], .unsupportedVersion(7)),  // version 7: no flags or parameters
        (magic + [8, 0] + zeros + [0, 0, 0, 0, 0, 0], .unsupportedVersion(8)),  // version 8: no response part
        (magic + [9, 0] + zeros + [0, 0, 0, 0, 0, 0], .unsupportedVersion(9)),  // version 9: host keys in a hash table
        (magic + [10, 0] + zeros + [0, 0, 0, 0, 0, 0], .unsupportedVersion(10)),  // version 10: response facts on the current page's fields
        (magic + [12, 0] + zeros + [0, 0, 0, 0, 0, 0], .unsupportedVersion(12)),
        (magic + [11, 0, 0, 0] + [200, 0, 0, 0] + zeros, .truncated),
        (magic + [11, 0, 0, 0] + [100, 0, 0, 0] + zeros, .lengthMismatch(expected: 100, actual: 172)),
        (magic + [11, 0, 0, 0] + [172, 0, 0, 0] + zeros, .malformed("header: section count 0")),
    ]

    @Test(arguments: foreign)
    func foreignBytesAreRejected(bytes: [UInt8], error: TableError) {
        #expect(throws: error) { try Policy(table: bytes) }
    }
}
