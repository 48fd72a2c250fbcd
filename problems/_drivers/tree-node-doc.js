/**
 * Definition of a binary tree node (given; do not define it again):
 * class TreeNode {
 *   constructor(val = 0, left = null, right = null) {
 *     this.val = val;
 *     this.left = left;
 *     this.right = right;
 *   }
 * }
 */
