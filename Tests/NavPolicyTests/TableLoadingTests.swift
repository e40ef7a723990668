import NavPolicy
import Testing

/// The runtime's first line of defence, without a compiler: foreign bytes are typed errors.
struct TableLoadingTests {
    @Test func looksLikeTableChecksTheMagic() {
        #expect(Policy.looksLikeTable(Array("NVPT".utf8) + [1, 0]))
        #expect(!Policy.looksLikeTable(Array("policy \"x\"".utf8)))
        #expect(!Policy.looksLikeTable(Array("NVP".utf8)))
    }

    @Test(arguments: [
        ([UInt8](), TableError.truncated),
        (Array("NV".utf8), .truncated),
        (Array("NVPT".utf8) + [1, 0, 0, 0], .truncated),
        (Array("otherwise allow".utf8), .badMagic),
        (Array("NVPT".utf8) + [2, 0] + [UInt8](repeating: 0, count: 120), .unsupportedVersion(2)),
        (Array("NVPT".utf8) + [1, 0, 0, 0] + [200, 0, 0, 0] + [UInt8](repeating: 0, count: 112), .lengthMismatch(expected: 200, actual: 124)),
        (Array("NVPT".utf8) + [1, 0, 0, 0] + [124, 0, 0, 0] + [UInt8](repeating: 0, count: 112), .malformed("header: section count 0")),
    ])
    func foreignBytesAreRejected(bytes: [UInt8], error: TableError) {
        #expect(throws: error) { try Policy(table: bytes) }
    }
}
