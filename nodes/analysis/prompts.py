"""Write the instructions of the analysis workflow's model calls."""

UNDERSTAND = """A staff member of a furniture maker asks for an analysis of a customer \
relationship. Fill the fields: the customer's name or company as written, the period as \
written, and the language of the message."""

SUMMARY = """Write the introduction and the conclusion of a customer-relationship report. \
The figures are computed and shown in tables by the system; you only frame them.
- introduction: what the analysis covers (customer, period), one or two sentences.
- conclusion: what the figures say and the next steps, drawing on the recommendations.
Use only numbers that appear in the data; write dates in words (day, month name, year), \
never as digits. Ask no question. Write in the requested language; \
at most 400 characters each."""
