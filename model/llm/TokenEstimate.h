#pragma once

#include <QStringView>

namespace goldset::llm {

// About how many tokens a text is for a BPE tokenizer of today's chat models (cl100k, o200k,
// Llama 3): a CJK character is about one token, other text about four characters per token.
// Used where Goldset must decide before asking (a dry run's cost, the context budget of a
// request); what was spent comes from the server's `usage`, never from this.
qint64 estimateTokens(QStringView text);

} // namespace goldset::llm
