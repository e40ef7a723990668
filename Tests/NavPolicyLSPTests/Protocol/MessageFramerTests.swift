import NavPolicyLSPProtocol
import Testing

@Suite struct MessageFramerTests {
    private func frame(_ body: String, header: String = "Content-Length") -> [UInt8] {
        Array("\(header): \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    @Test func cutsMessagesFedInAnyChunks() {
        let stream = frame("{\"a\":1}") + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8) + frame("[é]")
        for chunk in [1, 2, 7, stream.count] {
            var framer = MessageFramer()
            var events: [MessageFramer.Event] = []
            var index = 0
            while index < stream.count {
                events += framer.consume(stream[index..<min(index + chunk, stream.count)])
                index += chunk
            }
            #expect(events == [.message(Array("{\"a\":1}".utf8)), .message(Array("[é]".utf8))], "chunks of \(chunk)")
            #expect(framer.isAtMessageBoundary)
        }
    }

    @Test func readsHeaderNamesInAnyCaseAndBareLineFeeds() {
        var framer = MessageFramer()
        #expect(framer.consume(Array("content-LENGTH:  2 \n\n{}".utf8)) == [.message(Array("{}".utf8))])
    }

    @Test func dropsAHeaderWithoutLengthAndRecovers() {
        var framer = MessageFramer()
        let events = framer.consume(Array("X-Other: 1\r\n\r\n".utf8) + frame("1"))
        #expect(events == [.dropped("a header without Content-Length"), .message(Array("1".utf8))])
    }

    @Test func skipsAnOversizedMessageWithoutStoringIt() {
        var framer = MessageFramer(maximumContentLength: 8)
        var events = framer.consume(Array("Content-Length: 20\r\n\r\n".utf8) + Array(repeating: UInt8(ascii: "x"), count: 15))
        #expect(events == [.dropped("a message of 20 bytes, over the limit of 8")])
        #expect(framer.bufferedByteCount == 0)
        events = framer.consume(Array(repeating: UInt8(ascii: "x"), count: 5) + frame("[]"))
        #expect(events == [.message(Array("[]".utf8))])
    }

    /// A length no stream can honour is a framing error that skips only its own message: the
    /// framer reads on from the next `Content-Length:`, wherever it starts (issue 43: it
    /// skipped all later input).
    @Test func aHugeContentLengthSkipsOnlyItsMessage() {
        var framer = MessageFramer()
        #expect(
            framer.consume(Array("Content-Length: 99999999999999999999999\r\n\r\n".utf8)) == [
                .dropped("a Content-Length of more than 18 digits")
            ])
        #expect(framer.consume([UInt8](repeating: 0x41, count: 100_000) + Array("Content-".utf8)).isEmpty)
        #expect(framer.bufferedByteCount == 0)
        #expect(!framer.isAtMessageBoundary)
        #expect(
            framer.consume(Array("LENGTH: 2\r\n\r\n{}".utf8) + frame("[]")) == [.message(Array("{}".utf8)), .message(Array("[]".utf8))])
        #expect(framer.isAtMessageBoundary)
    }

    /// A header block without a length loses only its message too, even when that message's
    /// content runs into the next header on one line.
    @Test func aMissingLengthSkipsOnlyItsMessage() {
        var framer = MessageFramer()
        let events = framer.consume(Array("Content-Type: x\r\n\r\n{\"a\":1}".utf8) + frame("{}"))
        #expect(events == [.dropped("a header without Content-Length"), .message(Array("{}".utf8))])
    }

    @Test func anOverlongHeaderLineIsDroppedWithBoundedMemory() {
        var framer = MessageFramer()
        let line = [UInt8](repeating: UInt8(ascii: "a"), count: 100_000)
        #expect(framer.consume(line).isEmpty)
        #expect(framer.bufferedByteCount <= MessageFramer.maximumHeaderLine)
        let events = framer.consume(Array("\r\n".utf8) + frame("{}"))
        #expect(events.first == .dropped("a header line longer than \(MessageFramer.maximumHeaderLine) bytes"))
        #expect(events.last == .message(Array("{}".utf8)))
    }

    @Test func anInvalidLengthIsReported() {
        var framer = MessageFramer()
        #expect(
            framer.consume(Array("Content-Length: -3\r\n\r\n".utf8)) == [
                .dropped("an invalid Content-Length header"), .dropped("a header without Content-Length"),
            ])
    }

    @Test func decodesMessagesAndClassifiesBadOnes() {
        var decoder = IncomingDecoder()
        let events = decoder.consume(
            frame(#"{"jsonrpc":"2.0","id":3,"method":"x"}"#) + frame("{oops") + frame(#"{"id":1}"#) + frame(#"{"method":"n"}"#))
        #expect(events.count == 4)
        #expect(events[0] == .message(.request(id: .number(3), method: "x", params: .null)))
        guard case .invalid(let parse) = events[1], case .invalid(let invalid) = events[2] else {
            Issue.record("expected two invalid messages, got \(events)")
            return
        }
        #expect(parse.error.code == ResponseError.Code.parseError.rawValue && parse.id == nil)
        #expect(invalid.error.code == ResponseError.Code.invalidRequest.rawValue && invalid.id == .number(1))
        #expect(events[3] == .message(.notification(method: "n", params: .null)))
    }

    @Test func framedResponsesCarryTheirByteLength() throws {
        let message = Message.response(id: .string("a"), result: ["text": "é"], error: nil)
        let framed = message.framed
        // The header's number is the body's length in bytes ("é" is two), not in characters.
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        let end = try #require((0...(framed.count - separator.count)).first { Array(framed[$0..<$0 + separator.count]) == separator })
        let header = String(decoding: framed[..<end], as: UTF8.self)
        let body = Array(framed[(end + separator.count)...])
        #expect(header == "Content-Length: \(body.count)")
        #expect(body.count == String(decoding: body, as: UTF8.self).count + 1, "one two-byte character")
        var framer = MessageFramer()
        let events = framer.consume(framed)
        guard case .message(let body)? = events.first else {
            Issue.record("no message")
            return
        }
        #expect(try JSONParser.parse(body) == message.json)
        #expect(message.json["result"]?["text"]?.stringValue == "é")
    }
}
