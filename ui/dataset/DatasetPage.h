#pragma once

#include "domain/Entities.h"
#include "shell/Page.h"
#include "shell/ProjectSession.h"

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QTabWidget;
class QTimer;

namespace goldset::ui {

class CorpusBrowser;
class NuggetPanel;
class DatasetState;
class QuestionDetailView;
class QuestionFilterProxy;
class QuestionTableModel;

// The Dataset page: the questions of the project with their detail (ground truth, gold
// chunks and grades), keyboard-first review of drafts (A accept, R reject, D back to draft,
// E edit, Delete), the question's ground-truth nuggets (NuggetPanel), and the corpus browser
// in a second tab.
class DatasetPage : public Page
{
    Q_OBJECT

public:
    explicit DatasetPage(QWidget* parent = nullptr);
    ~DatasetPage() override;

    QString title() const override { return tr("Dataset"); }
    QList<QAction*> pageActions() const override;

    QuestionTableModel* questionModel() const { return m_model; }
    QuestionFilterProxy* questionProxy() const { return m_proxy; }
    QTableView* questionView() const { return m_table; }
    QuestionDetailView* detailView() const { return m_detail; }
    CorpusBrowser* corpusBrowser() const { return m_corpus; }
    NuggetPanel* nuggetPanel() const { return m_nuggets; }
    QTabWidget* tabs() const { return m_tabs; }
    DatasetState* state() const { return m_state; }
    // The question of the current row, if any.
    std::optional<Question> currentQuestion() const;
    void selectRow(int row);

    void acceptCurrent();
    void rejectCurrent();
    void draftCurrent();
    void editCurrent();
    void addQuestion(); // Insert: a question written by hand
    void deleteCurrent();
    // Opens Generate Questions for the documents or chunks selected in the corpus tab, or all.
    void generateQuestions();

protected:
    void sessionSet(ProjectSession* session) override;

private:
    QWidget* createQuestionsTab();
    void createActions();
    void setCurrentStatus(QuestionStatus status);
    int currentRow() const;
    RowId currentId() const;
    void currentRowChanged();
    void showReloaded(); // the current question again, after the state read the questions
    void applyFilters();
    void updateCount();
    void updateActions();

    QTabWidget* m_tabs = nullptr;
    QuestionTableModel* m_model = nullptr;
    QuestionFilterProxy* m_proxy = nullptr;
    QTableView* m_table = nullptr;
    QLineEdit* m_searchField = nullptr;
    QTimer* m_searchTimer = nullptr;
    QComboBox* m_statusFilter = nullptr;
    QComboBox* m_originFilter = nullptr;
    QCheckBox* m_nearDuplicatesOnly = nullptr;
    QLabel* m_countLabel = nullptr;
    QuestionDetailView* m_detail = nullptr;
    CorpusBrowser* m_corpus = nullptr;
    NuggetPanel* m_nuggets = nullptr;
    DatasetState* m_state = nullptr;
    RowId m_keepId = 0; // the current question when a reload began
    int m_keepRow = -1;

    QAction* m_acceptAction = nullptr;
    QAction* m_rejectAction = nullptr;
    QAction* m_draftAction = nullptr;
    QAction* m_editAction = nullptr;
    QAction* m_addAction = nullptr;
    QAction* m_deleteAction = nullptr;
    QAction* m_findAction = nullptr;
    QAction* m_corpusAction = nullptr;
    QAction* m_generateSeparator = nullptr;
    QAction* m_generateAction = nullptr;
    QAction* m_nuggetSeparator = nullptr;
};

} // namespace goldset::ui
