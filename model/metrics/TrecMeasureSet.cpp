#include "TrecMeasureSet.h"

#include <QCoreApplication>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace goldset::metrics {

namespace {

// trec_eval.h: the floor of an average precision before its log is taken for gm_map.
constexpr double kMinGeoMean = .00001;

enum class Params
{
    None,
    LongCutoffs,
    DoubleCutoffs
};

struct Definition
{
    const char* name;
    TrecMeasure measure;
    Params params;
    TrecAggregate aggregate;
    bool integer;
    bool perQuery;
};

// Same order as te_trec_measures[] in trec_eval's measures.c.
constexpr Definition kDefinitions[] = {
    {"runid", TrecMeasure::RunId, Params::None, TrecAggregate::None, false, false},
    {"num_q", TrecMeasure::NumQ, Params::None, TrecAggregate::NumQ, true, false},
    {"num_ret", TrecMeasure::NumRet, Params::None, TrecAggregate::Sum, true, true},
    {"num_rel", TrecMeasure::NumRel, Params::None, TrecAggregate::NumRel, true, true},
    {"num_rel_ret", TrecMeasure::NumRelRet, Params::None, TrecAggregate::Sum, true, true},
    {"map", TrecMeasure::Map, Params::None, TrecAggregate::Mean, false, true},
    {"gm_map", TrecMeasure::GmMap, Params::None, TrecAggregate::GeoMean, false, false},
    {"Rprec", TrecMeasure::RPrec, Params::None, TrecAggregate::Mean, false, true},
    {"bpref", TrecMeasure::Bpref, Params::None, TrecAggregate::Mean, false, true},
    {"recip_rank", TrecMeasure::RecipRank, Params::None, TrecAggregate::Mean, false, true},
    {"iprec_at_recall", TrecMeasure::IprecAtRecall, Params::DoubleCutoffs, TrecAggregate::Mean, false, true},
    {"P", TrecMeasure::P, Params::LongCutoffs, TrecAggregate::Mean, false, true},
    {"recall", TrecMeasure::Recall, Params::LongCutoffs, TrecAggregate::Mean, false, true},
    {"ndcg", TrecMeasure::Ndcg, Params::None, TrecAggregate::Mean, false, true},
    {"ndcg_cut", TrecMeasure::NdcgCut, Params::LongCutoffs, TrecAggregate::Mean, false, true},
    {"map_cut", TrecMeasure::MapCut, Params::LongCutoffs, TrecAggregate::Mean, false, true},
    {"success", TrecMeasure::Success, Params::LongCutoffs, TrecAggregate::Mean, false, true},
};

// measures.c: off_names.
const char* const kOfficial[] = {"runid",  "num_q", "num_ret", "num_rel",    "num_rel_ret",     "map",
                                 "gm_map", "Rprec", "bpref",   "recip_rank", "iprec_at_recall", "P"};

// Of trec_eval's all_trec list, the measures Goldset implements.
const char* const kAllTrec[] = {"runid",  "num_q", "num_ret", "num_rel",    "num_rel_ret",     "map",
                                "gm_map", "Rprec", "bpref",   "recip_rank", "iprec_at_recall", "P",
                                "recall", "ndcg",  "success", "map_cut",    "ndcg_cut"};

const std::vector<long> kDefaultCutoffs = {5, 10, 15, 20, 30, 100, 200, 500, 1000};
const std::vector<long> kSuccessCutoffs = {1, 5, 10};
const std::vector<double> kRecallLevels = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0};

// lupdate files each string under the context of the function that calls tr():
// "goldset::metrics::TrecMeasureSet" or "goldset::metrics". Look in both.
QString tr(const char* text)
{
    const QString translated = QCoreApplication::translate("goldset::metrics::TrecMeasureSet", text);
    return translated != QString::fromUtf8(text) ? translated
                                                 : QCoreApplication::translate("goldset::metrics", text);
}

// Cutoffs as trec_eval reads them: comma separated, atol/atof each, sorted ascending, no
// duplicates, long cutoffs > 0.
Result<std::vector<long>> parseLongCutoffs(const QString& measure, const QString& text)
{
    std::vector<long> cutoffs;
    for (const QString& part : text.split(QLatin1Char(','))) {
        const QByteArray bytes = part.toUtf8();
        cutoffs.push_back(std::atol(bytes.constData()));
    }
    std::sort(cutoffs.begin(), cutoffs.end());
    if (cutoffs.front() <= 0)
        return makeError(tr("measure '%1': cutoffs must be positive integers, got '%2'").arg(measure, text));
    if (std::adjacent_find(cutoffs.begin(), cutoffs.end()) != cutoffs.end())
        return makeError(tr("measure '%1': duplicate cutoffs in '%2'").arg(measure, text));
    return cutoffs;
}

Result<std::vector<double>> parseDoubleCutoffs(const QString& measure, const QString& text)
{
    std::vector<double> cutoffs;
    for (const QString& part : text.split(QLatin1Char(','))) {
        const QByteArray bytes = part.toUtf8();
        cutoffs.push_back(std::atof(bytes.constData()));
    }
    std::sort(cutoffs.begin(), cutoffs.end());
    if (std::adjacent_find(cutoffs.begin(), cutoffs.end()) != cutoffs.end())
        return makeError(tr("measure '%1': duplicate cutoffs in '%2'").arg(measure, text));
    return cutoffs;
}

std::string withSuffix(const char* name, long cutoff)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%s_%ld", name, cutoff);
    return buffer;
}

std::string withSuffix(const char* name, double level)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%s_%3.2f", name, level);
    return buffer;
}

} // namespace

QStringList TrecMeasureSet::knownNames()
{
    QStringList names;
    for (const Definition& d : kDefinitions)
        names << QLatin1String(d.name);
    names << QStringLiteral("official") << QStringLiteral("all_trec");
    return names;
}

QStringList TrecMeasureSet::allTrecNotImplemented()
{
    return {QStringLiteral("relstring"),
            QStringLiteral("unj"),
            QStringLiteral("rbp"),
            QStringLiteral("rbp_resid"),
            QStringLiteral("infAP"),
            QStringLiteral("gm_bpref"),
            QStringLiteral("utility"),
            QStringLiteral("11pt_avg"),
            QStringLiteral("relative_P"),
            QStringLiteral("Rprec_mult"),
            QStringLiteral("ndcg_rel"),
            QStringLiteral("Rndcg"),
            QStringLiteral("binG"),
            QStringLiteral("G"),
            QStringLiteral("set_P"),
            QStringLiteral("set_recall"),
            QStringLiteral("set_relative_P"),
            QStringLiteral("set_map"),
            QStringLiteral("set_F"),
            QStringLiteral("num_nonrel_judged_ret")};
}

bool TrecMeasureSet::has(TrecMeasure measure) const
{
    return std::any_of(m_selected.begin(), m_selected.end(),
                       [measure](const Selected& s) { return s.measure == measure; });
}

Result<TrecMeasureSet> TrecMeasureSet::parse(const QStringList& specs)
{
    // Like trec_eval's mark_measure: each spec marks a measure (or a nickname's measures);
    // the parameters of a measure are those of the first spec naming it with parameters.
    std::vector<bool> marked(std::size(kDefinitions), false);
    std::vector<std::pair<QString, QString>> parameters;
    auto mark = [&](const QString& name) -> bool {
        for (std::size_t i = 0; i < std::size(kDefinitions); ++i) {
            if (name == QLatin1String(kDefinitions[i].name)) {
                marked[i] = true;
                return true;
            }
        }
        return false;
    };
    const QStringList effective = specs.isEmpty() ? QStringList{QStringLiteral("official")} : specs;
    for (const QString& spec : effective) {
        const qsizetype dot = spec.indexOf(QLatin1Char('.'));
        const QString name = dot < 0 ? spec : spec.left(dot);
        if (dot >= 0) {
            const QString params = spec.mid(dot + 1);
            if (params.isEmpty())
                return makeError(tr("improper measure in parameter '%1'").arg(spec));
            parameters.emplace_back(name, params);
        }
        if (name == QLatin1String("official")) {
            for (const char* n : kOfficial)
                mark(QLatin1String(n));
        } else if (name == QLatin1String("all_trec")) {
            for (const char* n : kAllTrec)
                mark(QLatin1String(n));
        } else if (!mark(name)) {
            return makeError(
                tr("illegal measure '%1' (known: %2)").arg(spec, knownNames().join(QLatin1String(", "))));
        }
    }

    TrecMeasureSet set;
    for (std::size_t i = 0; i < std::size(kDefinitions); ++i) {
        if (!marked[i])
            continue;
        const Definition& d = kDefinitions[i];
        const QString name = QLatin1String(d.name);
        const auto params = std::find_if(parameters.begin(), parameters.end(),
                                         [&](const auto& p) { return p.first == name; });
        Selected selected{d.measure, set.m_slots.size(), {}, {}};
        auto addSlot = [&](std::string slotName) {
            set.m_slots.push_back({std::move(slotName), d.measure, d.aggregate, d.integer, d.perQuery});
        };
        if (d.params == Params::LongCutoffs) {
            if (params != parameters.end()) {
                auto cutoffs = parseLongCutoffs(name, params->second);
                if (!cutoffs)
                    return cutoffs.error();
                selected.cutoffs = std::move(*cutoffs);
            } else {
                selected.cutoffs = d.measure == TrecMeasure::Success ? kSuccessCutoffs : kDefaultCutoffs;
            }
            for (const long cutoff : selected.cutoffs)
                addSlot(withSuffix(d.name, cutoff));
        } else if (d.params == Params::DoubleCutoffs) {
            if (params != parameters.end()) {
                auto levels = parseDoubleCutoffs(name, params->second);
                if (!levels)
                    return levels.error();
                selected.recallLevels = std::move(*levels);
            } else {
                selected.recallLevels = kRecallLevels;
            }
            for (const double level : selected.recallLevels)
                addSlot(withSuffix(d.name, level));
        } else {
            // trec_eval ignores parameters of measures without any, except ndcg's gain
            // pairs, which Goldset does not implement: refuse rather than ignore them.
            if (d.measure == TrecMeasure::Ndcg && params != parameters.end())
                return makeError(tr("ndcg with custom gains ('%1') is not supported").arg(params->second));
            addSlot(d.name);
        }
        set.m_selected.push_back(std::move(selected));
    }
    return set;
}

void TrecMeasureSet::compute(const JudgedRanking& ranking, long relevanceLevel, double* values) const
{
    std::fill(values, values + m_slots.size(), 0.0);
    for (const Selected& s : m_selected)
        computeOne(s, ranking, relevanceLevel, values + s.firstSlot);
}

// Each case follows the matching m_<measure>.c of trec_eval 10.0 step by step, including
// the order of floating-point operations, so that the printed values agree to the last digit.
void TrecMeasureSet::computeOne(const Selected& s, const JudgedRanking& r, long level, double* v) const
{
    const std::vector<long>& rels = r.grades;
    const long numRet = r.numRet;
    switch (s.measure) {
    case TrecMeasure::RunId:
        return;
    case TrecMeasure::NumQ:
        v[0] = 1;
        return;
    case TrecMeasure::NumRet:
        v[0] = static_cast<double>(numRet);
        return;
    case TrecMeasure::NumRel:
        v[0] = static_cast<double>(r.numRel);
        return;
    case TrecMeasure::NumRelRet:
        v[0] = static_cast<double>(r.numRelRet);
        return;
    case TrecMeasure::Map:
    case TrecMeasure::GmMap: {
        long relSoFar = 0;
        double sum = 0.0;
        for (long i = 0; i < numRet; ++i) {
            if (rels[static_cast<std::size_t>(i)] >= level) {
                ++relSoFar;
                sum += static_cast<double>(relSoFar) / static_cast<double>(i + 1);
            }
        }
        if (s.measure == TrecMeasure::Map) {
            if (relSoFar)
                v[0] = sum / static_cast<double>(r.numRel);
        } else {
            if (relSoFar)
                sum = sum / static_cast<double>(r.numRel);
            v[0] = std::log(std::max(sum, kMinGeoMean));
        }
        return;
    }
    case TrecMeasure::RPrec: {
        const long look = std::min(numRet, r.numRel);
        if (look == 0)
            return;
        long relSoFar = 0;
        for (long i = 0; i < look; ++i) {
            if (rels[static_cast<std::size_t>(i)] >= level)
                ++relSoFar;
        }
        v[0] = static_cast<double>(relSoFar) / static_cast<double>(r.numRel);
        return;
    }
    case TrecMeasure::Bpref: {
        long numNonrel = 0;
        for (long j = 0; j < level && j < static_cast<long>(r.gradeCount.size()); ++j)
            numNonrel += r.gradeCount[static_cast<std::size_t>(j)];
        long nonrelSoFar = 0;
        double bpref = 0.0;
        for (long j = 0; j < numRet; ++j) {
            const long g = rels[static_cast<std::size_t>(j)];
            if (g == kNotInPool || g == kUnjudgedInPool)
                continue;
            if (g >= 0 && g < level) {
                ++nonrelSoFar;
            } else if (nonrelSoFar > 0) {
                bpref += 1.0 - (static_cast<double>(std::min(nonrelSoFar, r.numRel)) /
                                static_cast<double>(std::min(numNonrel, r.numRel)));
            } else {
                bpref += 1.0;
            }
        }
        if (r.numRel)
            bpref /= static_cast<double>(r.numRel);
        v[0] = bpref;
        return;
    }
    case TrecMeasure::RecipRank:
        for (long i = 0; i < numRet; ++i) {
            if (rels[static_cast<std::size_t>(i)] >= level) {
                v[0] = 1.0 / static_cast<double>(i + 1);
                return;
            }
        }
        return;
    case TrecMeasure::IprecAtRecall: {
        const long n = static_cast<long>(s.recallLevels.size());
        if (numRet == 0)
            return; // trec_eval never sees an empty ranking; all values are 0 then
        std::vector<long> cutoffs(static_cast<std::size_t>(n));
        for (long i = 0; i < n; ++i)
            cutoffs[static_cast<std::size_t>(i)] =
                std::lround(s.recallLevels[static_cast<std::size_t>(i)] * static_cast<double>(r.numRel));
        long current = n - 1;
        while (current >= 0 && cutoffs[static_cast<std::size_t>(current)] > r.numRelRet)
            --current;
        double precis = static_cast<double>(r.numRelRet) / static_cast<double>(numRet);
        double intPrecis = precis;
        long relSoFar = r.numRelRet;
        for (long i = numRet; i > 0 && relSoFar > 0; --i) {
            precis = static_cast<double>(relSoFar) / static_cast<double>(i);
            if (intPrecis < precis)
                intPrecis = precis;
            if (rels[static_cast<std::size_t>(i - 1)] >= level) {
                while (current >= 0 && relSoFar == cutoffs[static_cast<std::size_t>(current)]) {
                    v[current] = intPrecis;
                    --current;
                }
                --relSoFar;
            }
        }
        while (current >= 0) {
            v[current] = intPrecis;
            --current;
        }
        return;
    }
    case TrecMeasure::P:
    case TrecMeasure::Recall:
    case TrecMeasure::Success:
    case TrecMeasure::MapCut: {
        if ((s.measure == TrecMeasure::Recall || s.measure == TrecMeasure::MapCut) && r.numRel == 0)
            return;
        const auto& cutoffs = s.cutoffs;
        const std::size_t count = cutoffs.size();
        std::size_t index = 0;
        long relSoFar = 0;
        double apSum = 0.0;
        auto valueAt = [&](long docs) -> double {
            switch (s.measure) {
            case TrecMeasure::P:
                return static_cast<double>(relSoFar) / static_cast<double>(docs);
            case TrecMeasure::Recall:
                return static_cast<double>(relSoFar) / static_cast<double>(r.numRel);
            case TrecMeasure::Success:
                return relSoFar ? 1.0 : 0.0;
            default:
                return apSum / static_cast<double>(r.numRel);
            }
        };
        for (long i = 0; i < numRet; ++i) {
            if (i == cutoffs[index]) {
                v[index] = valueAt(i);
                if (++index == count)
                    break;
            }
            if (rels[static_cast<std::size_t>(i)] >= level) {
                ++relSoFar;
                apSum += static_cast<double>(relSoFar) / static_cast<double>(i + 1);
            }
        }
        for (; index < count; ++index)
            v[index] = valueAt(cutoffs[index]);
        return;
    }
    case TrecMeasure::Ndcg: {
        // Default gains (gain = grade): the ideal ranking is every judged document with a
        // positive grade, best grade first.
        double resultsDcg = 0.0;
        for (long i = 0; i < numRet; ++i) {
            const long g = rels[static_cast<std::size_t>(i)];
            if (g > 0 && g < r.numGradeLevels)
                resultsDcg += static_cast<double>(g) / std::log2(static_cast<double>(i + 2));
        }
        double idealDcg = 0.0;
        long i = 0;
        for (long g = r.numGradeLevels - 1; g > 0; --g) {
            for (long k = 0; k < r.gradeCount[static_cast<std::size_t>(g)]; ++k, ++i)
                idealDcg += static_cast<double>(g) / std::log2(static_cast<double>(i + 2));
        }
        if (idealDcg > 0.0)
            v[0] = resultsDcg / idealDcg;
        return;
    }
    case TrecMeasure::NdcgCut: {
        const auto& cutoffs = s.cutoffs;
        const std::size_t count = cutoffs.size();
        std::size_t index = 0;
        double sum = 0.0;
        for (long i = 0; i < numRet; ++i) {
            if (i == cutoffs[index]) {
                v[index] = sum;
                if (++index == count)
                    break;
            }
            const double gain = static_cast<double>(rels[static_cast<std::size_t>(i)]);
            if (gain > 0)
                sum += gain / std::log2(static_cast<double>(i + 2));
        }
        for (; index < count; ++index)
            v[index] = sum;

        index = 0;
        long level_ = r.numGradeLevels - 1;
        long levelCount = 0;
        double idealDcg = 0.0;
        for (long i = 0;; ++i) {
            ++levelCount;
            while (level_ > 0 && levelCount > r.gradeCount[static_cast<std::size_t>(level_)]) {
                --level_;
                levelCount = 1;
            }
            if (level_ <= 0)
                break;
            if (i == cutoffs[index]) {
                if (idealDcg > 0.0)
                    v[index] /= idealDcg;
                if (++index == count)
                    break;
            }
            idealDcg += static_cast<double>(level_) / std::log2(static_cast<double>(i + 2));
        }
        for (; index < count; ++index) {
            if (idealDcg > 0.0)
                v[index] /= idealDcg;
        }
        return;
    }
    }
}

void appendTrecLine(std::string& out, std::string_view name, std::string_view qid, double value, bool integer)
{
    // "%-22s\t%s\t" without copying name and qid, then the number as printf formats it.
    out += name;
    if (name.size() < 22)
        out.append(22 - name.size(), ' ');
    out += '\t';
    out += qid;
    out += '\t';
    // std::to_chars formats exactly as printf's "%ld" / "%.4f" in the C locale, several times
    // faster (a `-q` run prints millions of these); "%6.4f" pads on the left to width 6.
    char buffer[64];
    const std::to_chars_result written =
        integer ? std::to_chars(buffer, buffer + sizeof buffer, static_cast<long>(value))
                : std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 4);
    const auto length = static_cast<std::size_t>(written.ptr - buffer);
    if (!integer && length < 6)
        out.append(6 - length, ' ');
    out.append(buffer, length);
    out += '\n';
}

void appendTrecTextLine(std::string& out, std::string_view name, std::string_view qid, std::string_view text)
{
    out += name;
    if (name.size() < 22)
        out.append(22 - name.size(), ' ');
    out += '\t';
    out += qid;
    out += '\t';
    out += text;
    out += '\n';
}

} // namespace goldset::metrics
