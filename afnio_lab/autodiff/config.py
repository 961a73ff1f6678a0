"""Engine constants (afnio keeps them in ``afnio.autodiff.config``)."""

#: The data of the default gradient ``backward()`` uses when none is given.
IDENTITY_GRADIENT_DATA = ""

#: How often a backward LLM call is retried when its reply cannot be parsed.
BACKWARD_PASS_MAX_RETRIES = 3
