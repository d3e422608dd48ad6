import WheelPNG
import WheelSlice

/// Something loading the user's images got past without an error, which the user should
/// hear about: benign damage in a file, a sheet cut into wedges of two widths, or wedges of
/// another size than the screen's image box.
public enum AssetWarning: Sendable, Hashable, CustomStringConvertible {
    /// What the decoder read past in a file (benign damage libpng's defaults accept).
    case image(PNGWarning)
    /// A sheet whose width in points does not divide into its segments (`partition`): its
    /// cells differ by a point, as `luckywheel slice` would cut them. A layer file given as a
    /// sheet shows up here.
    case unevenSheet(name: String, partition: SlicePartition)
    /// Wedges of `width × height` points from `source` that `placement` draws stretched into
    /// its image box (``WedgePlacement/stretchNote(wedgeWidth:height:source:)``).
    case stretchedWedges(source: String, width: Double, height: Double, placement: WedgePlacement)

    /// The warning, for a person.
    public var description: String {
        switch self {
        case .image(let warning): warning.description
        case .unevenSheet(let name, let partition): partition.unevenWidthsNote(sheet: name) ?? name
        case .stretchedWedges(let source, let width, let height, let placement):
            placement.stretchNote(wedgeWidth: width, height: height, source: source) ?? source
        }
    }
}
