import TestSupport

/// Reads back what a terminal would show for ANSI frame text: the colours of each cell's
/// two halves, following SGR colour sequences the way a terminal does.
enum ANSIText {
    /// A colour as the escape codes name it.
    enum Ink: Hashable {
        case rgb(Int, Int, Int)
        case palette(Int)
    }

    struct Cell: Equatable {
        var top: Ink?
        var bottom: Ink?
        var character: Character
    }

    /// The line without escape sequences.
    static func visibleCharacters(of line: String) -> [Character] {
        decode(line).cells.first?.map(\.character) ?? []
    }

    /// Every line's cells, and how many colour settings repeated the colour already set.
    static func decode(_ text: String) -> (cells: [[Cell]], redundantSettings: Int) {
        var lines: [[Cell]] = [[]]
        var foreground: Ink?
        var background: Ink?
        var redundant = 0
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\u{1B}":
                guard characters.popFirst() == "[" else { continue }
                var parameters = ""
                while let next = characters.popFirst(), next != "m" { parameters.append(next) }
                var numbers = parameters.split(separator: ";").compactMap { Int($0) }[...]
                while let code = numbers.popFirst() {
                    switch code {
                    case 0:
                        foreground = nil
                        background = nil
                    case 38, 48:
                        let ink: Ink?
                        switch numbers.popFirst() {
                        case 2:
                            let rgb = numbers.prefix(3).map { $0 }
                            numbers = numbers.dropFirst(3)
                            ink = rgb.count == 3 ? .rgb(rgb[0], rgb[1], rgb[2]) : nil
                        case 5:
                            ink = numbers.popFirst().map { .palette($0) }
                        default:
                            ink = nil
                        }
                        if code == 38 {
                            if ink == foreground { redundant += 1 }
                            foreground = ink
                        } else {
                            if ink == background { redundant += 1 }
                            background = ink
                        }
                    default:
                        break
                    }
                }
            case "\n":
                lines.append([])
            case "▀":
                lines[lines.count - 1].append(Cell(top: foreground, bottom: background, character: character))
            case "▄":
                lines[lines.count - 1].append(Cell(top: background, bottom: foreground, character: character))
            default:
                lines[lines.count - 1].append(Cell(top: background, bottom: background, character: character))
            }
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return (lines, redundant)
    }
}
