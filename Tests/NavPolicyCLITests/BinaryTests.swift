import Testing

// Placeholder; replaced by end-to-end tests of the built binary.
@Test func placeholder() { #expect(1 + 1 == 2) }
