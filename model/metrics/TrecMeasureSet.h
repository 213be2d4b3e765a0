#pragma once

#include "JudgedRanking.h"
#include "core/Result.h"

#include <QStringList>
#include <string>
#include <vector>

namespace goldset::metrics {

// trec_eval's MIN_GEO_MEAN: the floor of a query's value before the log of the gm_ measures.
inline constexpr double kMinGeoMean = .00001;

// The trec_eval measures Goldset computes, in trec_eval's table order (measures.c): that
// order, not the order of the -m options, is the order in which they are printed.
enum class TrecMeasure
{
    RunId,
    NumQ,
    NumRet,
    NumRel,
    NumRelRet,
    Map,
    GmMap,
    RPrec,
    Bpref,
    RecipRank,
    IprecAtRecall,
    P,
    Relstring,
    Recall,
    InfAP,
    GmBpref,
    RprecMult,
    Utility,
    ElevenPtAvg,
    BinG,
    G,
    Ndcg,
    NdcgRel,
    Rndcg,
    NdcgCut,
    MapCut,
    RelativeP,
    Success,
    SetP,
    SetRelativeP,
    SetRecall,
    SetMap,
    SetF,
    NumNonrelJudgedRet,
    Rbp,
    RbpResid,
    Unj,
};

// How the per-query values of a slot become the summary value over all queries.
enum class TrecAggregate
{
    None,    // runid: printed as text
    Mean,    // sum / number of queries
    Sum,     // num_ret, num_rel_ret
    NumQ,    // number of queries
    NumRel,  // sum; under -c the number of relevant judgments over the whole qrels
    GeoMean, // gm_map: per-query values are logs, the summary is exp(mean)
};

// One printed value: "P_10", "map", "iprec_at_recall_0.50".
struct TrecSlot
{
    std::string name;
    TrecMeasure measure;
    TrecAggregate aggregate = TrecAggregate::Mean;
    bool integer = false; // printed with %ld
    bool perQuery = true; // printed for each query under -q
};

// The measures selected by trec_eval's -m options (parameters, defaults, nicknames), and the
// code computing them for one query from a JudgedRanking. Values of one query go into an
// array with one double per slot, in slot order.
class TrecMeasureSet
{
public:
    // `specs` are the -m arguments ("P.5,10", "ndcg_cut.10", "official", "map"); no spec
    // selects "official" as trec_eval does. Unknown names and bad cutoffs are errors.
    static Result<TrecMeasureSet> parse(const QStringList& specs);
    // A set without any measure (parse() of nothing means "official").
    static TrecMeasureSet none() { return {}; }

    const std::vector<TrecSlot>& slots() const { return m_slots; }
    bool has(TrecMeasure measure) const;

    // Computes every slot for one query. `values` has slots().size() entries.
    void compute(const JudgedRanking& ranking, long relevanceLevel, double* values) const;

    // The names of every measure known (for error messages and help).
    static QStringList knownNames();

private:
public:
    struct Selected
    {
        TrecMeasure measure;
        std::size_t firstSlot = 0;
        std::vector<long> cutoffs;                  // P, recall, ndcg_cut, map_cut, success, relative_P
        std::vector<double> recallLevels;           // iprec_at_recall, Rprec_mult (double cutoffs)
        std::vector<double> params;                 // utility, 11pt_avg, set_F, relstring (double params)
        std::vector<std::pair<long, double>> gains; // ndcg, ndcg_rel, Rndcg, G: grade=gain pairs
        bool customGains = false;
        double persistence = 0.9; // rbp, rbp_resid: the "p" pair
    };

    // The number of documents in the collection (trec_eval's -N), for utility.
    void setCollectionSize(long documents) { m_collectionSize = documents; }
    // relstring of one query (its value is text): empty when relstring is not selected.
    std::string relstring(const JudgedRanking& ranking) const;

private:
    void computeOne(const Selected& s, const JudgedRanking& r, long relevanceLevel, double* values) const;
    // The measures added after the first ones (TrecMeasuresMore.cpp).
    void computeMore(const Selected& s, const JudgedRanking& r, long relevanceLevel, double* values) const;

    long m_collectionSize = 0;

    std::vector<Selected> m_selected;
    std::vector<TrecSlot> m_slots;
};

// Appends one line exactly as trec_eval prints it: "%-22s\t%s\t%6.4f" or "%-22s\t%s\t%ld".
void appendTrecLine(std::string& out, std::string_view name, std::string_view qid, double value,
                    bool integer);
void appendTrecTextLine(std::string& out, std::string_view name, std::string_view qid, std::string_view text);

} // namespace goldset::metrics
