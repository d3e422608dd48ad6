import Testing

@testable import WheelPNG

@Test func placeholderWheelPNG() {}
