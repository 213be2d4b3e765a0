#include "TrecMeasureSet.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace goldset::metrics {

namespace {

enum class Params
{
    None,
    LongCutoffs,
    DoubleCutoffs,
    DoubleParams, // one value; the name gets "_<params as written>" when they are given
    Pairs,        // grade=gain pairs, same naming
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

// Same order as te_trec_measures[] in trec_eval's measures.c (the measures of all_trec).
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
    {"relstring", TrecMeasure::Relstring, Params::DoubleParams, TrecAggregate::None, false, true},
    {"recall", TrecMeasure::Recall, Params::LongCutoffs, TrecAggregate::Mean, false, true},
    {"infAP", TrecMeasure::InfAP, Params::None, TrecAggregate::Mean, false, true},
    {"gm_bpref", TrecMeasure::GmBpref, Params::None, TrecAggregate::GeoMean, false, false},
    {"Rprec_mult", TrecMeasure::RprecMult, Params::DoubleCutoffs, TrecAggregate::Mean, false, true},
    {"utility", TrecMeasure::Utility, Params::DoubleParams, TrecAggregate::Mean, false, true},
    {"11pt_avg", TrecMeasure::ElevenPtAvg, Params::DoubleParams, TrecAggregate::Mean, false, true},
    {"binG", TrecMeasure::BinG, Params::None, TrecAggregate::Mean, false, true},
    {"G", TrecMeasure::G, Params::Pairs, TrecAggregate::Mean, false, true},
    {"ndcg", TrecMeasure::Ndcg, Params::Pairs, TrecAggregate::Mean, false, true},
    {"ndcg_rel", TrecMeasure::NdcgRel, Params::Pairs, TrecAggregate::Mean, false, true},
    {"Rndcg", TrecMeasure::Rndcg, Params::Pairs, TrecAggregate::Mean, false, true},
    {"ndcg_cut", TrecMeasure::NdcgCut, Params::LongCutoffs, TrecAggregate::Mean, false, true},
    {"map_cut", TrecMeasure::MapCut, Params::LongCutoffs, TrecAggregate::Mean, false, true},
    {"relative_P", TrecMeasure::RelativeP, Params::LongCutoffs, TrecAggregate::Mean, false, true},
    {"success", TrecMeasure::Success, Params::LongCutoffs, TrecAggregate::Mean, false, true},
    {"set_P", TrecMeasure::SetP, Params::None, TrecAggregate::Mean, false, true},
    {"set_relative_P", TrecMeasure::SetRelativeP, Params::None, TrecAggregate::Mean, false, true},
    {"set_recall", TrecMeasure::SetRecall, Params::None, TrecAggregate::Mean, false, true},
    {"set_map", TrecMeasure::SetMap, Params::None, TrecAggregate::Mean, false, true},
    {"set_F", TrecMeasure::SetF, Params::DoubleParams, TrecAggregate::Mean, false, true},
    {"num_nonrel_judged_ret", TrecMeasure::NumNonrelJudgedRet, Params::None, TrecAggregate::Sum, true, true},
    {"rbp", TrecMeasure::Rbp, Params::Pairs, TrecAggregate::Mean, false, true},
    {"rbp_resid", TrecMeasure::RbpResid, Params::Pairs, TrecAggregate::Mean, false, true},
    {"unj", TrecMeasure::Unj, Params::LongCutoffs, TrecAggregate::Mean, false, true},
};

// measures.c: off_names.
const char* const kOfficial[] = {"runid",  "num_q", "num_ret", "num_rel",    "num_rel_ret",     "map",
                                 "gm_map", "Rprec", "bpref",   "recip_rank", "iprec_at_recall", "P"};

// measures.c: set_names.
const char* const kSet[] = {"runid", "num_q",      "num_ret",        "num_rel", "num_rel_ret", "utility",
                            "set_P", "set_recall", "set_relative_P", "set_map", "set_F"};

// measures.c: trec_names (all_trec).
const char* const kAllTrec[] = {"runid",
                                "num_q",
                                "num_ret",
                                "num_rel",
                                "num_rel_ret",
                                "map",
                                "gm_map",
                                "Rprec",
                                "bpref",
                                "recip_rank",
                                "iprec_at_recall",
                                "P",
                                "relstring",
                                "recall",
                                "infAP",
                                "gm_bpref",
                                "utility",
                                "11pt_avg",
                                "ndcg",
                                "relative_P",
                                "Rprec_mult",
                                "success",
                                "map_cut",
                                "ndcg_cut",
                                "ndcg_rel",
                                "Rndcg",
                                "set_P",
                                "set_recall",
                                "set_relative_P",
                                "set_map",
                                "set_F",
                                "num_nonrel_judged_ret",
                                "unj",
                                "rbp",
                                "rbp_resid",
                                "binG",
                                "G"};

const std::vector<long> kDefaultCutoffs = {5, 10, 15, 20, 30, 100, 200, 500, 1000};
const std::vector<long> kSuccessCutoffs = {1, 5, 10};
const std::vector<long> kUnjCutoffs = {5, 10, 20};
const std::vector<double> kRecallLevels = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0};
const std::vector<double> kRprecMultiples = {0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0};

std::vector<double> defaultParams(TrecMeasure measure)
{
    switch (measure) {
    case TrecMeasure::Relstring:
        return {10.0};
    case TrecMeasure::Utility:
        return {1.0, -1.0, 0.0, 0.0};
    case TrecMeasure::ElevenPtAvg:
        return kRecallLevels;
    case TrecMeasure::SetF:
        return {1.0};
    default:
        return {};
    }
}

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

// get_param_pairs (meas_init.c): "name=value,name=value"; the gains are the pairs whose name is
// an integer (gain_init.c: valid_int), in the order given.
Result<std::vector<std::pair<long, double>>> parseGainPairs(const QString& text)
{
    char lastSeen = ',';
    for (const QChar c : text) {
        if (c == QLatin1Char(',')) {
            if (lastSeen == ',')
                break;
            lastSeen = ',';
        } else if (c == QLatin1Char('=')) {
            if (lastSeen == '=') {
                lastSeen = ',';
                break;
            }
            lastSeen = '=';
        }
    }
    if (lastSeen != '=')
        return makeError(tr("malformed pair parameters in '%1'").arg(text));
    std::vector<std::pair<long, double>> gains;
    for (const QString& pair : text.split(QLatin1Char(','))) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        const QString name = eq < 0 ? QString() : pair.left(eq);
        const QByteArray value = (eq < 0 ? pair : pair.mid(eq + 1)).toUtf8();
        static const QRegularExpression integer(QStringLiteral("^[-+]?[0-9]+$"));
        if (!integer.match(name).hasMatch())
            continue;
        gains.emplace_back(std::atol(name.toUtf8().constData()), std::atof(value.constData()));
    }
    return gains;
}

// m_rbp.c, m_rbp_resid.c: the pair named "p" (the last one given) is the persistence.
double persistenceOf(const QString& pairs)
{
    double p = 0.9;
    for (const QString& pair : pairs.split(QLatin1Char(','))) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq >= 0 && QStringView(pair).left(eq) == QLatin1String("p"))
            p = std::atof(pair.mid(eq + 1).toUtf8().constData());
    }
    return p;
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
    // append_double's buffer holds strlen(name) + 9 characters: longer names are cut.
    return std::string(buffer).substr(0, std::strlen(name) + 9);
}

} // namespace

QStringList TrecMeasureSet::knownNames()
{
    QStringList names;
    for (const Definition& d : kDefinitions)
        names << QLatin1String(d.name);
    names << QStringLiteral("official") << QStringLiteral("set") << QStringLiteral("all_trec");
    return names;
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
        } else if (name == QLatin1String("set")) {
            for (const char* n : kSet)
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
        Selected selected{};
        selected.measure = d.measure;
        selected.firstSlot = set.m_slots.size();
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
                selected.cutoffs = d.measure == TrecMeasure::Success ? kSuccessCutoffs
                                   : d.measure == TrecMeasure::Unj   ? kUnjCutoffs
                                                                     : kDefaultCutoffs;
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
                selected.recallLevels = d.measure == TrecMeasure::RprecMult ? kRprecMultiples : kRecallLevels;
            }
            for (const double level : selected.recallLevels)
                addSlot(withSuffix(d.name, level));
        } else if (d.params == Params::DoubleParams) {
            selected.params = defaultParams(d.measure);
            if (params != parameters.end()) {
                // get_double_params: atof of each comma separated part, kept in order.
                selected.params.clear();
                for (const QString& part : params->second.split(QLatin1Char(',')))
                    selected.params.push_back(std::atof(part.toUtf8().constData()));
                if (d.measure == TrecMeasure::Utility && selected.params.size() != 4)
                    return makeError(tr("measure '%1': utility needs 4 coefficients").arg(params->second));
                if (d.measure == TrecMeasure::ElevenPtAvg && selected.params.empty())
                    return makeError(tr("measure '%1': no cutoff values").arg(params->second));
                addSlot(std::string(d.name) + '_' + params->second.toStdString());
            } else {
                addSlot(d.name);
            }
        } else if (d.params == Params::Pairs) {
            if (params != parameters.end()) {
                auto gains = parseGainPairs(params->second);
                if (!gains)
                    return gains.error();
                selected.gains = std::move(*gains);
                selected.customGains = true;
                selected.persistence = persistenceOf(params->second);
                addSlot(std::string(d.name) + '_' + params->second.toStdString());
            } else {
                addSlot(d.name);
            }
        } else {
            // trec_eval ignores the parameters of measures that take none.
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
        // An empty ranking (-J, -M 0) gives 0/0 as in trec_eval: its values print as "-nan".
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
        if (s.customGains) {
            computeMore(s, r, level, v);
            return;
        }
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
    default:
        computeMore(s, r, level, v);
        return;
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
