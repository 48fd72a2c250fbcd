#include <bits/stdc++.h>
using namespace std;

// @driver tree-node
// Definition of a binary tree node.
struct TreeNode {
    int val;
    TreeNode* left;
    TreeNode* right;
    TreeNode() : val(0), left(nullptr), right(nullptr) {}
    TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
    TreeNode(int x, TreeNode* l, TreeNode* r) : val(x), left(l), right(r) {}
};
// @end-driver

// @learner
// @driver tree-node-doc
/**
 * Definition of a binary tree node (given; do not define it again):
 * struct TreeNode {
 *     int val;
 *     TreeNode* left;
 *     TreeNode* right;
 *     TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *     TreeNode(int x, TreeNode* l, TreeNode* r) : val(x), left(l), right(r) {}
 * };
 */
// @end-driver
class Solution {
public:
    TreeNode* invertTree(TreeNode* root) {
        // @solution
        // Visit every node once with an explicit stack and swap its two children.
        vector<TreeNode*> stack;
        if (root != nullptr) stack.push_back(root);
        while (!stack.empty()) {
            TreeNode* node = stack.back();
            stack.pop_back();
            swap(node->left, node->right);
            if (node->left != nullptr) stack.push_back(node->left);
            if (node->right != nullptr) stack.push_back(node->right);
        }
        return root;
        // @end-solution
    }
};
// @end-learner

// @driver tree-io
// Reads the next line of standard input (empty after its end), without its line ending.
static string readLine() {
    string line;
    if (!getline(cin, line)) return "";
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
}

// Reads one line holding an integer (0 when it is missing).
static int readInt() {
    return (int)strtol(readLine().c_str(), nullptr, 10);
}

// Reads one line holding a tree in level order as LeetCode writes it, e.g. [3,9,20,null,null,15,7]:
// "null" marks a missing child and [] is the empty tree. Built without recursion, so any depth works.
static TreeNode* readTree() {
    string line = readLine();
    for (char& c : line) {
        if (c == '[' || c == ']' || c == ',') c = ' ';
    }
    istringstream items(line);
    vector<TreeNode*> nodes; // the entries in order, nullptr for "null"
    string item;
    while (items >> item) nodes.push_back(item == "null" ? nullptr : new TreeNode(stoi(item)));
    if (nodes.empty()) return nullptr;
    // Level by level, each present node takes the next two entries as its left and right child.
    size_t next = 1;
    for (size_t i = 0; i < nodes.size() && next < nodes.size(); i++) {
        if (nodes[i] == nullptr) continue;
        nodes[i]->left = nodes[next++];
        if (next < nodes.size()) nodes[i]->right = nodes[next++];
    }
    return nodes[0];
}

// The tree in the same level-order form: "null" for each missing child, trailing nulls dropped.
static string formatTree(TreeNode* root) {
    vector<TreeNode*> order;
    if (root != nullptr) order.push_back(root);
    for (size_t i = 0; i < order.size(); i++) {
        if (order[i] == nullptr) continue;
        order.push_back(order[i]->left);
        order.push_back(order[i]->right);
    }
    while (!order.empty() && order.back() == nullptr) order.pop_back();
    string out = "[";
    for (size_t i = 0; i < order.size(); i++) {
        if (i > 0) out += ',';
        out += order[i] == nullptr ? "null" : to_string(order[i]->val);
    }
    out += ']';
    return out;
}

// Prints the tree in level order on one line.
static void printTree(TreeNode* root) {
    cout << formatTree(root) << '\n';
}
// @end-driver

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    TreeNode* root = readTree();
    Solution solution;
    printTree(solution.invertTree(root));
    return 0;
}
