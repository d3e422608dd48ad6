import Testing

@testable import WheelRender

@Test func placeholderWheelRender() {}
