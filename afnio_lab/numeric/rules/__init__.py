"""Built-in backward rules, one module per kind; importing this package registers them."""

from afnio_lab.numeric.rules import elementwise, linalg, movement, reduction

__all__ = ["elementwise", "linalg", "movement", "reduction"]
