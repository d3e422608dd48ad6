/// A small inflate (RFC 1951) in Swift, so the tests can read the encoder's output without
/// going through zlib or libpng: an independent decoder. Slow and simple on purpose.
package struct Inflater {
    package enum Failure: Error {
        case truncated
        case invalid(String)
    }

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0

    private init(_ input: [UInt8]) { self.input = input }

    /// The data of a zlib stream, after checking its header and Adler-32.
    package static func zlib(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0
        else {
            throw Failure.invalid("zlib header")
        }
        var inflater = Inflater(Array(stream[2...]))
        let data = try inflater.inflate()
        let trailer = inflater.position
        guard trailer + 4 <= inflater.input.count,
            Array(inflater.input[trailer..<trailer + 4]) == StoredDeflate.bigEndian(Checksums.adler32(data))
        else { throw Failure.invalid("Adler-32") }
        return data
    }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw Failure.truncated }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    /// A canonical Huffman code as counts per length and symbols in code order.
    private struct Huffman {
        package var counts = [Int](repeating: 0, count: 16)
        package var symbols: [Int] = []

        package init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func decode(_ huffman: Huffman) throws -> Int {
        var (code, first, index) = (0, 0, 0)
        for length in 1..<16 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - first < count { return huffman.symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw Failure.invalid("Huffman code")
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195, 227, 258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func inflate() throws -> [UInt8] {
        var output: [UInt8] = []
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored(into: &output)
            case 1:
                let literals = Huffman(
                    lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
                        + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
                try codes(literals, Huffman(lengths: Array(repeating: 5, count: 30)), into: &output)
            case 2:
                let (literals, distances) = try dynamicTables()
                try codes(literals, distances, into: &output)
            default: throw Failure.invalid("block type 3")
            }
        }
        bitBuffer = 0
        bitCount = 0
        return output
    }

    private mutating func stored(into output: inout [UInt8]) throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Failure.truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw Failure.invalid("stored length") }
        position += 4
        guard position + length <= input.count else { throw Failure.truncated }
        output += input[position..<position + length]
        position += length
    }

    private mutating func dynamicTables() throws -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
        let codeLengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure.invalid("repeat with no length") }
                lengths += Array(repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try bits(7)))
            }
        }
        return (
            Huffman(lengths: Array(lengths[0..<literalCount])),
            Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount]))
        )
    }

    private mutating func codes(_ literals: Huffman, _ distances: Huffman, into output: inout [UInt8]) throws
    {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let lengthIndex = symbol - 257
                guard lengthIndex < Self.lengthBase.count else { throw Failure.invalid("length symbol") }
                let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
                let distanceIndex = try decode(distances)
                guard distanceIndex < Self.distanceBase.count else {
                    throw Failure.invalid("distance symbol")
                }
                let distance =
                    Self.distanceBase[distanceIndex] + (try bits(Self.distanceExtra[distanceIndex]))
                guard distance <= output.count else { throw Failure.invalid("distance too far back") }
                for _ in 0..<length { output.append(output[output.count - distance]) }
            }
        }
    }
}
